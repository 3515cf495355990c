/**
 * The icon of a ledger entry (002 §3 "tipoLancamentoId (1 to 8, selects an icon)"): decorative, the entry's name
 * says what it is. 1 adhesion, 2 purchase, 3 reward redemption, 4 refund, 5 points of a tab, 6 expiry, 7 bonus,
 * 8 transfer; anything else a plain dot.
 */
const PATHS: Record<number, string> = {
  1: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
  2: 'M6 8h12l-1 12H7L6 8zm3 0V6a3 3 0 0 1 6 0v2',
  3: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
  4: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  5: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  6: 'M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  7: 'M12 5v14M5 12h14',
  8: 'M4 8h14l-3-3M20 16H6l3 3',
}

export function LedgerIcon({ tipo }: { tipo: number }) {
  const d = PATHS[tipo]
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {d ? <path d={d} /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  )
}
