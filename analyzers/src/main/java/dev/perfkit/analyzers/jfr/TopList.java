package dev.perfkit.analyzers.jfr;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/** The {@code limit} greatest items seen, by a comparator; memory stays at {@code limit} items. */
final class TopList<T> {

  private final int limit;
  private final Comparator<T> order;
  private final PriorityQueue<T> smallestFirst;

  TopList(int limit, Comparator<T> order) {
    this.limit = limit;
    this.order = order;
    this.smallestFirst = new PriorityQueue<>(order);
  }

  void add(T item) {
    if (smallestFirst.size() < limit) {
      smallestFirst.add(item);
    } else if (order.compare(item, smallestFirst.peek()) > 0) {
      smallestFirst.poll();
      smallestFirst.add(item);
    }
  }

  void addAll(TopList<T> other) {
    other.smallestFirst.forEach(this::add);
  }

  /** The items, greatest first. */
  List<T> greatestFirst() {
    List<T> items = new ArrayList<>(smallestFirst);
    items.sort(order.reversed());
    return items;
  }
}
