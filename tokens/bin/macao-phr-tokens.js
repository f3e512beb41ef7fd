#!/usr/bin/env node
// The command's entry is plain JavaScript that exists before any build, so installing the workspace never
// links a missing file; the command itself is built from src/cli.ts into dist.
import '../dist/cli.js';
