package dev.perfkit.analyzers.stacks;

/**
 * One method's (or class's) counts over a whole profile: {@code total} counts the samples with it
 * anywhere on the stack (once per stack, however deep the recursion), {@code self} those that end
 * in it.
 */
public record FrameStats(String name, long total, long self) {}
