// otlp-total decodes an OpenTelemetry profiles file (ProfilesData, as perfkit export --format otlp
// writes it) with the OpenTelemetry project's own Go bindings, independently of perfkit and of
// async-profiler's encoder, and prints each sample type's total and its top leaf functions:
//
//	total <type>/<unit> <sum of the sample values>
//	leaf <type>/<unit> <sum> <function name>
package main

import (
	"fmt"
	"os"
	"sort"

	profiles "go.opentelemetry.io/proto/slim/otlp/profiles/v1development"
	"google.golang.org/protobuf/proto"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: otlp-total FILE")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var profilesData profiles.ProfilesData
	if err := proto.Unmarshal(data, &profilesData); err != nil {
		fmt.Fprintln(os.Stderr, os.Args[1]+": not OTLP profiles data:", err)
		os.Exit(1)
	}
	dict := profilesData.GetDictionary()
	strs := dict.GetStringTable()
	totals := map[string]int64{}
	leaves := map[string]map[string]int64{}
	for _, rp := range profilesData.GetResourceProfiles() {
		for _, sp := range rp.GetScopeProfiles() {
			for _, p := range sp.GetProfiles() {
				st := p.GetSampleType()
				kind := strs[st.GetTypeStrindex()] + "/" + strs[st.GetUnitStrindex()]
				if leaves[kind] == nil {
					leaves[kind] = map[string]int64{}
				}
				for _, s := range p.GetSamples() {
					v := value(s)
					totals[kind] += v
					leaves[kind][leaf(dict, s.GetStackIndex())] += v
				}
			}
		}
	}
	kinds := make([]string, 0, len(totals))
	for kind := range totals {
		kinds = append(kinds, kind)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		fmt.Printf("total %s %d\n", kind, totals[kind])
		names := make([]string, 0, len(leaves[kind]))
		for name := range leaves[kind] {
			names = append(names, name)
		}
		sort.Slice(names, func(i, j int) bool {
			a, b := leaves[kind][names[i]], leaves[kind][names[j]]
			return a > b || a == b && names[i] < names[j]
		})
		for i := 0; i < len(names) && i < 10; i++ {
			fmt.Printf("leaf %s %d %s\n", kind, leaves[kind][names[i]], names[i])
		}
	}
}

// value is a sample's total: the sum of its values, or, when it has none, one per timestamp (the
// spec's "timestamps only" shape: consumers must assume the value is 1 for each timestamp).
func value(s *profiles.Sample) int64 {
	if len(s.GetValues()) == 0 {
		return int64(len(s.GetTimestampsUnixNano()))
	}
	var sum int64
	for _, v := range s.GetValues() {
		sum += v
	}
	return sum
}

// leaf is the name of the innermost function of a stack (the first location, as in pprof).
func leaf(dict *profiles.ProfilesDictionary, stackIndex int32) string {
	stacks := dict.GetStackTable()
	if int(stackIndex) >= len(stacks) || len(stacks[stackIndex].GetLocationIndices()) == 0 {
		return "(no stack)"
	}
	location := dict.GetLocationTable()[stacks[stackIndex].GetLocationIndices()[0]]
	if len(location.GetLines()) == 0 {
		return "(no line)"
	}
	function := dict.GetFunctionTable()[location.GetLines()[0].GetFunctionIndex()]
	return dict.GetStringTable()[function.GetNameStrindex()]
}
