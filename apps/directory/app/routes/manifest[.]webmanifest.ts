import { iconResponse, webManifest } from '@prato/web-server/server'
import { directoryManifest } from '../features/shell/icons.server'

/** /manifest.webmanifest — the directory added to a phone's home screen. */
export function loader() {
  return iconResponse(webManifest(directoryManifest), 'application/manifest+json')
}
