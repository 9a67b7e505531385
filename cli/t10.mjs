#!/usr/bin/env node
// The `t10` binary: runs the TypeScript CLI through tsx, so a fresh clone needs no build step.
import { register } from 'tsx/esm/api'

register()
await import('./index.ts')
