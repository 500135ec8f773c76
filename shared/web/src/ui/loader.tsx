import s from './loader.module.css';

export function Loader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={s.loader} role="status">
      <span className={s.spinner} aria-hidden />
      <span>{label}</span>
    </div>
  );
}
