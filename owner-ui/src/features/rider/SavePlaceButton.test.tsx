import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavePlaceButton } from './SavePlaceButton';

/** The phone's geolocation (the edge of the world) answering with an error of this code. */
function phoneRefuses(code: number) {
  const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code, message: 'refused', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const button = () => screen.getByRole('button', { name: 'Save where you stand as the place of Chand Bibi' });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("the rider's Save this place", () => {
  it('asks the phone for a fresh, accurate position', () => {
    const ask = phoneRefuses(1);
    render(<SavePlaceButton customerId={3} name="Chand Bibi" date="2026-11-29" userId={7} />);
    fireEvent.click(button());
    expect(ask).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 20_000,
      maximumAge: 0,
    });
  });

  it('says how to allow location when the rider refused it, and keeps the button to try again', async () => {
    phoneRefuses(1);
    render(<SavePlaceButton customerId={3} name="Chand Bibi" date="2026-11-29" userId={7} />);
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe("Allow location for this app in the phone's settings to save the place.");
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the phone could not find where it is on a timeout or no fix', async () => {
    phoneRefuses(3);
    render(<SavePlaceButton customerId={3} name="Chand Bibi" date="2026-11-29" userId={7} />);
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The phone could not find where you are. Try again in the open, away from walls.',
    );
  });

  it('says so on a phone without geolocation', async () => {
    render(<SavePlaceButton customerId={3} name="Chand Bibi" date="2026-11-29" userId={7} />);
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('This phone cannot give its place.');
  });
});
