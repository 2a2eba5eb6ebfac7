/**
 * The template's banner with its three demo slogans (seed §1: the login banner still shows them),
 * as a quiet carousel: it advances every 5 s, pauses on hover or focus, and the dots switch slides.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { cn } from '../../lib/cn.ts';
import { BannerArt } from './banner-art.tsx';

const SLIDES = [1, 2, 3] as const;

export function LoginBanner() {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), 5000);
    return () => clearInterval(timer);
  }, [paused]);

  const n = SLIDES[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('loginExtra.banner')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative flex h-full flex-col items-center justify-center gap-8 overflow-hidden px-10 text-white"
    >
      <div aria-live={paused ? 'polite' : 'off'} className="flex flex-col items-center gap-8">
        <BannerArt variant={n} />
        <div className="max-w-sm text-center" key={n}>
          <h2 className="animate-fade-in text-xl font-semibold">{t(`login.banner.slogan${n}`)}</h2>
          <p className="mt-2 animate-fade-in text-sm text-white/90">
            {t(`login.banner.subSlogan${n}`)}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        {SLIDES.map((s, i) => (
          <button
            key={s}
            type="button"
            aria-label={t('loginExtra.slide', { n: s })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className={cn(
              'h-1.5 rounded-full transition-all focus-visible:outline-white',
              i === index ? 'w-6 bg-white' : 'w-3 bg-white/45 hover:bg-white/70',
            )}
          />
        ))}
      </div>
    </section>
  );
}
