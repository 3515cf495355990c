import type { attachMask } from './mask-engine'

/** The mask engine (imask and the presets), fetched once, when a masked field is first used (see load-mask-engine.js). */
export declare function loadMaskEngine(): Promise<typeof attachMask>
