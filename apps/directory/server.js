// The production server: the typed module app/app-server.ts, compiled into the server build with the app
// (docs/decisions/0011). `npm run start -w @prato/directory` runs it after a build.
import * as build from './build/server/index.js'

build.entry.module.serveDirectory(build, import.meta.dirname)
