module dev.perfkit/tools/otlp-total

go 1.26.0

require (
	go.opentelemetry.io/proto/slim/otlp/profiles/v1development v0.4.1
	google.golang.org/protobuf v1.36.12
)

require go.opentelemetry.io/proto/slim/otlp v1.11.1 // indirect
