import type { QrDrawing } from '@prato/ui'

/** One printed code: its heading (the restaurant or the table), its image's name, the link it opens, its drawing. */
export type QrCard = { key: string; title: string; label: string; link: string; drawing: QrDrawing }

/** The print view: this page's code, the tables' codes, and whether the table list failed to load. */
export type QrSheet = { page: QrCard; tables: QrCard[]; tablesFailed: boolean }
