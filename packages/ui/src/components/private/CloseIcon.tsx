// Its own module, so that the Toaster's close button (in every first load) brings nothing else along.
/** The × of close buttons (Dialog, Drawer, Toast). */
export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}
