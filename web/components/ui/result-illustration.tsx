/** A quiet illustration for the result pages: the status code on a soft card in the theme colour. */
export function ResultIllustration({ code }: { code: '403' | '404' | '500' }) {
  const tone =
    code === '500' ? 'var(--c-danger)' : code === '403' ? 'var(--c-warning)' : 'var(--primary-6)';
  return (
    <svg width="168" height="112" viewBox="0 0 168 112" aria-hidden focusable="false">
      <rect x="14" y="18" width="140" height="84" rx="12" fill={`rgba(${tone}, 0.08)`} />
      <rect
        x="30"
        y="8"
        width="108"
        height="72"
        rx="10"
        fill="rgb(var(--c-surface))"
        stroke={`rgba(${tone}, 0.35)`}
      />
      <circle cx="44" cy="22" r="3" fill={`rgba(${tone}, 0.5)`} />
      <circle cx="54" cy="22" r="3" fill={`rgba(${tone}, 0.35)`} />
      <circle cx="64" cy="22" r="3" fill={`rgba(${tone}, 0.2)`} />
      <text
        x="84"
        y="62"
        textAnchor="middle"
        fontSize="28"
        fontWeight="700"
        fill={`rgb(${tone})`}
        fontFamily="inherit"
      >
        {code}
      </text>
    </svg>
  );
}
