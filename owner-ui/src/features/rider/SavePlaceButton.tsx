import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueue } from '../../api/rider/outbox';

type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** Seven decimals, as the customers' places are kept (about 1 cm): what the server accepts. */
const seven = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/** The phone's position now: high accuracy, a fresh fix (an old one may be from the last house). */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 }),
  );
}

/**
 * "Save this place" on a rider's card: where the phone stands becomes the customer's place once the
 * owner confirms it. The place goes through the rider's queue like an entry, so it is kept on the
 * phone and sent when there is a network.
 */
export function SavePlaceButton({ customerId, name, date, userId }: { customerId: number; name: string; date: string; userId: number }) {
  const { t } = useTranslation('rider');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = async () => {
    if (!('geolocation' in navigator)) return setStatus({ kind: 'failed', message: t('card.placeUnsupported') });
    setStatus({ kind: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (failure) {
      const denied = (failure as GeolocationPositionError).code === 1;
      return setStatus({ kind: 'failed', message: t(denied ? 'card.placeDenied' : 'card.placeUnavailable') });
    }
    const { latitude, longitude, accuracy } = position.coords;
    try {
      const body = {
        date,
        customer_id: customerId,
        latitude: seven(latitude),
        longitude: seven(longitude),
        accuracy_m: Math.round(accuracy),
      };
      await enqueue(userId, { kind: 'place', body }, name);
      setStatus({ kind: 'saved' });
    } catch (failure) {
      setStatus({
        kind: 'failed',
        message: t('card.placeFailed', { message: failure instanceof Error ? failure.message : String(failure) }),
      });
    }
  };

  if (status.kind === 'saved')
    return (
      <p className="rc-place-note" role="status" data-testid="rider-place-saved">
        {t('card.placeSaved')}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="rc-place"
        onClick={() => void save()}
        disabled={status.kind === 'locating'}
        aria-label={t('card.savePlaceTo', { name })}
        data-testid="rider-save-place"
      >
        {status.kind === 'locating' ? t('card.locating') : t('card.savePlace')}
      </button>
      {status.kind === 'failed' && (
        <p className="rc-error" role="alert">
          {status.message}
        </p>
      )}
    </>
  );
}
