import { BrandMark } from './BrandMark';
import { cx } from './ui/cx';

type BrandIdentityProps = {
  /** The company's logo as an address an <img> can show; null: the product's mark and name instead. */
  logoSrc: string | null;
  companyName: string | null;
  /** The name's classes (a collapsed sidebar hides it but for screen readers). */
  labelClassName?: string;
  /** The logo tile's classes (narrower in a collapsed sidebar). */
  logoClassName?: string;
};

/**
 * A company's logo and name, or the product's mark and name when it has no logo. The logo sits on a white
 * tile, so a dark logo still shows on a brand colour; its alt text names the company, so the name beside it
 * is not read twice.
 */
export function BrandIdentity({ logoSrc, companyName, labelClassName, logoClassName }: BrandIdentityProps) {
  if (!logoSrc || !companyName) {
    return (
      <>
        <BrandMark />
        <span className={labelClassName}>HRMS</span>
      </>
    );
  }
  return (
    <>
      <span
        className={cx('flex h-8 max-w-28 shrink-0 items-center rounded-md bg-white p-0.5', logoClassName)}
      >
        <img src={logoSrc} alt={companyName} className="h-full w-auto max-w-full object-contain" />
      </span>
      <span aria-hidden="true" title={companyName} className={cx('truncate', labelClassName)}>
        {companyName}
      </span>
    </>
  );
}
