// First: on an unsupported Node this import fails with the version needed (docs/packaging.md).
import "../core/supported-node.js";
export { createMockServer, DEFAULT_MOCK_API_KEY } from "./mock-server.js";
export { MOCK_ROUTES } from "./types.js";
export type {
  MockAgentJobOptions,
  MockCrawlOptions,
  MockDocument,
  MockExtractJobOptions,
  MockJobOptions,
  MockRoute,
  MockServer,
  MockServerOptions,
  RecordedRequest,
  ScriptedBody,
  ScriptedResponse,
} from "./types.js";
