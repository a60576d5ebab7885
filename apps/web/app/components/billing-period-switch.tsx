import { billingPeriods, type BillingPeriod } from '@tocsin/contract';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { periodLabels } from '@/lib/plans';

/** Monthly or yearly prices: the one switch of the pricing and billing pages. */
export function BillingPeriodSwitch({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <SegmentedControl
      label="Billing period"
      options={billingPeriods}
      value={value}
      onChange={onChange}
      optionLabel={(option) => periodLabels[option]}
    />
  );
}
