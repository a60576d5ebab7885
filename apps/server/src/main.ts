#!/usr/bin/env node
import { runTocsin } from './commands.js';

runTocsin(process.argv.slice(2), process.env, process).then(
  (code) => {
    // A server started by `serve` keeps the process alive; a failed command ends it.
    if (code === 0) process.exitCode = 0;
    else process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
