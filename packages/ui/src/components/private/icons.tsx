// Icons more than one component draws. A module of its own, so that importing one (the Toaster's close button,
// say) never brings the component it came from (Radix Dialog) into a page.

/** The downward chevron of disclosures (Accordion, DropdownMenu); the parent rotates it with its own class. */
export function Chevron({ className, size }: { className: string; size: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}

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
