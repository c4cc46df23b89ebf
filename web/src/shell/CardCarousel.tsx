import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  track: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '100%',
    gap: tokens.spacingHorizontalL,
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollBehavior: 'smooth',
    scrollbarWidth: 'none',
    padding: '2px',
    '@media (min-width: 760px)': { gridAutoColumns: 'calc((100% - 16px) / 2)' },
  },
  slide: { scrollSnapAlign: 'start', minWidth: 0, display: 'flex', '& > *': { flex: 1 } },
  controls: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalS },
  dots: { display: 'flex', gap: tokens.spacingHorizontalXS },
  dot: {
    width: '10px',
    height: '10px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralStroke1,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  dotActive: { width: '24px', backgroundColor: tokens.colorBrandBackground },
});

interface CardCarouselProps {
  label: string;
  children: ReactNode;
  /** Controlled index (the dashboard and food log keep theirs). */
  index?: number;
  onIndexChange?(index: number): void;
}

/** A swipeable row of cards with a current card index, dots and previous/next buttons. */
export function CardCarousel({ label, children, index, onIndexChange }: CardCarouselProps) {
  const styles = useStyles();
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [ownIndex, setOwnIndex] = useState(0);
  const currentIndex = Math.min(index ?? ownIndex, Math.max(slides.length - 1, 0));

  const setIndex = useCallback(
    (next: number) => {
      setOwnIndex(next);
      onIndexChange?.(next);
    },
    [onIndexChange],
  );

  const scrollTo = (next: number) => {
    const clamped = Math.max(0, Math.min(slides.length - 1, next));
    const slide = trackRef.current?.children[clamped] as HTMLElement | undefined;
    trackRef.current?.scrollTo?.({ left: slide?.offsetLeft ?? 0 });
    setIndex(clamped);
  };

  // Swiping updates the index from the scroll position.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      const slideWidth = (track.children[0] as HTMLElement | undefined)?.offsetWidth ?? 0;
      if (slideWidth > 0) setOwnIndex(Math.round(track.scrollLeft / slideWidth));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label={label}>
      <div ref={trackRef} className={styles.track}>
        {slides.map((slide, slideIndex) => (
          <div key={slideIndex} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${slideIndex + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <Button
            appearance="subtle"
            size="small"
            icon={<ChevronLeftRegular />}
            aria-label="Previous card"
            disabled={currentIndex === 0}
            onClick={() => scrollTo(currentIndex - 1)}
          />
          <div className={styles.dots}>
            {slides.map((_, slideIndex) => (
              <button
                key={slideIndex}
                type="button"
                className={mergeClasses(styles.dot, slideIndex === currentIndex && styles.dotActive)}
                aria-label={`Show card ${slideIndex + 1}`}
                aria-current={slideIndex === currentIndex}
                onClick={() => scrollTo(slideIndex)}
              />
            ))}
          </div>
          <Button
            appearance="subtle"
            size="small"
            icon={<ChevronRightRegular />}
            aria-label="Next card"
            disabled={currentIndex === slides.length - 1}
            onClick={() => scrollTo(currentIndex + 1)}
          />
        </div>
      )}
    </section>
  );
}
