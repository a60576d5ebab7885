import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** The id of the phone field on the settings page, which SMS and call settings link to. */
export const PHONE_FIELD_ID = 'phone-number';

/**
 * Where alerts reach members on their own contacts: says when the signed-in person turned SMS or
 * phone calls on without a phone number in their profile, so those alerts cannot reach them.
 */
export function MissingPhoneNote() {
  const { user } = useSession();
  if (!user) return null;
  const { settings, profile } = user;
  const wanted = [
    settings.smsNotifications ? 'SMS' : null,
    settings.phoneNotifications ? 'phone call' : null,
  ].filter(Boolean);
  if (wanted.length === 0 || profile.phoneNumber || profile.phone) return null;
  return (
    <p className="mt-1 text-xs text-amber-800">
      Your {wanted.join(' and ')} alerts are on, but there is no phone number in your profile, so
      they cannot reach you.{' '}
      <Link to={`${paths.dashboard.settings}#${PHONE_FIELD_ID}`} className="font-medium underline">
        Add one in Settings
      </Link>
      .
    </p>
  );
}
