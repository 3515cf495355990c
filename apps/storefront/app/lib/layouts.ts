import { chooseLayout } from '@prato/domain'

/** The storefront's layouts by modeloLayoutId (000 §3); burger-hub's 99 is unknown and gets the default. */
export const LAYOUTS = { 1: 'classico', 2: 'moderno' } as const
export type LayoutName = (typeof LAYOUTS)[keyof typeof LAYOUTS]
export const DEFAULT_LAYOUT: LayoutName = 'classico'

export function layoutFor(modeloLayoutId: number | string | null | undefined): LayoutName {
  return chooseLayout<LayoutName>(modeloLayoutId, LAYOUTS, DEFAULT_LAYOUT)
}
