export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? ''];
  return (
    letters
      .map((p) => p?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The creator's photo, or their initials on the brand colour. Decorative: the name is always nearby. */
export function Avatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
