#!/usr/bin/env node
// The `webdata` command lives in webdata-kit; this package brings the packages it needs.
import "webdata-kit/cli";
