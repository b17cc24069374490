import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A Markdown table. Infima lets a table wider than the page scroll sideways;
 * keyboard users can only scroll what they can focus, so a table that
 * overflows joins the tab order (and leaves it when it fits again).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current!;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} tabIndex={overflows ? 0 : undefined} {...props} />;
}
