/**
 * The same markup as index.html's static shell (keep them alike): React's first commit shows it
 * again while the Chakra system and the first page are prepared, so nothing flickers.
 */
export function StaticShell() {
  return (
    <div
      style={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        padding: '4rem 1rem',
        background: '#fafafa',
        fontFamily: "system-ui,'Noto Sans JP',sans-serif",
        color: '#234e52',
      }}
    >
      <p style={{ fontWeight: 700, fontSize: '1.125rem', margin: '0 0 1.5rem' }}>スマートロック管理コンソール</p>
      <p role="status" style={{ color: '#52525b', margin: 0 }}>
        読み込み中…
      </p>
    </div>
  );
}
