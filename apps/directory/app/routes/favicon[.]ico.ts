import { iconPng, iconResponse } from '@prato/web-server/server'
import { directoryIcon } from '../features/shell/icons.server'

/** /favicon.ico, which browsers ask for by themselves (a PNG, which every browser takes under this name). */
export function loader() {
  return iconResponse(iconPng(directoryIcon, 32), 'image/png')
}
