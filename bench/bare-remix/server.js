// The bench's bare page, served like the apps: `node server.js` after `remix vite:build` in this folder.
import * as build from './build/server/index.js'

build.entry.module.serveBare(build, import.meta.dirname)
