import type { User } from '@paani/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTomorrow, useRider, useRiderSheet } from '../../api/rider/rider-reads';
import { useOutbox } from '../../api/rider/use-outbox';
import { getPreferences, type Preferences } from '../../i18n/preferences';
import { choosePreferences, followUserPreferences } from '../../i18n/sync-preferences';
import { DayClose } from './DayClose';
import { EarningsPanel } from './EarningsPanel';
import { queuedEntries } from './optimistic';
import { OutboxPanel } from './OutboxPanel';
import { Icon, ICONS, Notice, NoticeButton, Spinner } from './Parts';
import { installRiderApp } from './rider-app';
import { RiderLanguageMenu } from './RiderLanguageMenu';
import { RouteMapPanel, SheetViewSwitch, type SheetView } from './RouteMapPanel';
import { SheetList } from './SheetList';
import { keepUser, refreshStoredUser } from '../../auth/stored-session';
import { signOut } from './session';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const TABS = ['deliveries', 'close', 'earnings'] as const;

let refreshed = false;

/**
 * The rider's app at /rider (its own entry, main.tsx), made for a 360 px phone and a patchy
 * network: today's sheet of their areas in route order, one card per customer saved on its own,
 * and the day close. The sheet is kept on the phone and everything recorded is queued there and
 * sent in order when the network allows (api/rider/outbox.ts). Everything is checked again by the
 * server (their areas, their rates, their own day).
 */
export function RiderApp({ initialUser }: { initialUser: User }) {
  const [user, setUser] = useState(initialUser);
  const updateUser = useCallback((next: User) => {
    keepUser(next);
    setUser(next);
  }, []);

  // The user as the server has them (their language chosen on another device), once per page load.
  useEffect(() => {
    if (refreshed || !navigator.onLine) return;
    refreshed = true;
    void refreshStoredUser().then((fresh) => fresh && setUser(fresh));
  }, []);
  useEffect(() => followUserPreferences(user, updateUser), [user, updateUser]);

  return <RiderScreen userId={user.id} fallbackName={user.name} onSaved={updateUser} />;
}

function RiderScreen({ userId, fallbackName, onSaved }: { userId: number; fallbackName: string; onSaved: (user: User) => void }) {
  const { t } = useTranslation('rider');
  const { t: tOffline } = useTranslation('riderOffline');
  const { t: tLanguage } = useTranslation('language');
  const rider = useRider(userId);
  const profile = rider.data?.data;
  const date = profile?.today;
  const sheet = useRiderSheet(userId, date);
  // The queue (and the phone's storage code, Dexie) once the sheet is drawn or cannot be.
  const outbox = useOutbox(userId, rider.status === 'error' || sheet.status !== 'pending');
  const [tab, setTab] = useState<(typeof TABS)[number]>('deliveries');
  // The sheet as cards (the list, which works offline) or its route on a map.
  const [view, setView] = useState<SheetView>('list');
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [languageNotSaved, setLanguageNotSaved] = useState(false);
  const rows = sheet.data?.data.rows ?? [];
  // A sheet kept on the phone from before products has none: the cards are then the one product's.
  const products = sheet.data?.data.products;
  const saved = rows.filter((row) => row.entries.length > 0).length;
  const queued = useMemo(() => (date ? queuedEntries(outbox.waiting, date) : new Map()), [outbox.waiting, date]);
  const unsent = outbox.waiting.length + outbox.rejected.length;

  // The app's files are cached for offline use once the sheet shows, not while a slow link still brings it.
  const sheetShown = Boolean(sheet.data);
  useEffect(() => {
    if (sheetShown) installRiderApp();
  }, [sheetShown]);
  useEffect(() => {
    if (date && rider.data?.savedAt === null) void keepTomorrow(userId, date);
  }, [date, rider.data?.savedAt, userId]);

  const leave = () => {
    if (unsent > 0 && !confirmSignOut) setConfirmSignOut(true);
    else void signOut();
  };
  const chooseLanguage = (choice: Partial<Preferences>) =>
    void choosePreferences(choice, true, onSaved).then((ok) => setLanguageNotSaved(!ok));
  const savedAt = sheet.data?.savedAt ?? rider.data?.savedAt;
  const list = sheet.data && <SheetList rows={rows} date={sheet.data.data.date} userId={userId} queued={queued} products={products} />;
  const loading = (rider.status === 'pending' || (date !== undefined && sheet.status === 'pending')) && rider.status !== 'error';

  return (
    <div className="r-app">
      <header className="r-bar">
        <div className="r-bar-row">
          <Icon path={ICONS.water} />
          <div className="r-bar-who">
            <h1 className="r-bar-title">{t('page.title')}</h1>
            <p className="r-bar-sub">
              {profile ? tOffline('header', { name: profile.name, date: profile.today, plant: profile.plant_name }) : fallbackName}
            </p>
          </div>
          <RiderLanguageMenu onPick={chooseLanguage} />
          <button type="button" className="r-bar-button" aria-label={t('page.signOut')} title={t('page.signOut')} onClick={leave}>
            <Icon path={ICONS.logout} className="r-mirror" />
          </button>
        </div>
        <div className="r-tabs" role="tablist">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`rider-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="rider-panel"
              className="r-tab"
              onClick={() => setTab(name)}
            >
              {t(`page.tabs.${name}`)}
            </button>
          ))}
        </div>
      </header>
      <main className="r-main" id="rider-panel" role="tabpanel" aria-labelledby={`rider-tab-${tab}`}>
        <div className="r-stack">
          {confirmSignOut && unsent > 0 && (
            <Notice
              severity="warning"
              role="alert"
              testId="rider-signout-warning"
              action={
                <>
                  <NoticeButton onClick={() => setConfirmSignOut(false)}>{tOffline('signOut.stay')}</NoticeButton>
                  <NoticeButton onClick={() => void signOut()}>{tOffline('signOut.confirm')}</NoticeButton>
                </>
              }
            >
              {tOffline('signOut.warning', { count: unsent })}
            </Notice>
          )}
          {languageNotSaved && (
            <Notice
              severity="info"
              role="status"
              action={<NoticeButton onClick={() => setLanguageNotSaved(false)}>{tOffline('queue.dismiss')}</NoticeButton>}
            >
              {tLanguage('saveFailed', { lng: getPreferences().language })}
            </Notice>
          )}
          {!outbox.online && (
            <Notice severity="info" testId="rider-offline">
              {tOffline('offline')}
              {savedAt && ` ${tOffline('savedCopy', { time: timeOf(savedAt) })}`}
            </Notice>
          )}
          <OutboxPanel outbox={outbox} />
          {rider.status === 'error' && (
            <Notice severity="error" action={<NoticeButton onClick={() => void rider.refetch()}>{t('page.retry')}</NoticeButton>}>
              {t('page.loadFailed')}
            </Notice>
          )}
          {profile && profile.areas.length === 0 && <Notice severity="info">{t('page.noAreas')}</Notice>}
        </div>
        {tab === 'deliveries' ? (
          <div className="r-stack">
            {profile && profile.areas.length > 0 && (
              <div className="r-meta">
                <span>{t('page.areas', { areas: profile.areas.map((area) => area.name).join(', ') })}</span>
                {rows.length > 0 && <span data-testid="rider-progress">{tOffline('progress', { saved, total: rows.length })}</span>}
              </div>
            )}
            {loading && (
              <div className="r-loading">
                <Spinner label={t('page.loading')} />
              </div>
            )}
            {sheet.status === 'error' && (
              <Notice severity="error" action={<NoticeButton onClick={() => void sheet.refetch()}>{t('page.retry')}</NoticeButton>}>
                {t('page.loadFailed')}
              </Notice>
            )}
            {sheet.data && rows.length === 0 && profile && profile.areas.length > 0 && <Notice severity="info">{t('page.empty')}</Notice>}
            {sheet.data && rows.length > 0 && <SheetViewSwitch view={view} onChange={setView} />}
            {view === 'map' && rows.length > 0 ? (
              <RouteMapPanel rows={rows} userId={userId} queued={queued} products={products} list={list} />
            ) : (
              list
            )}
          </div>
        ) : tab === 'close' ? (
          date && <DayClose date={date} userId={userId} waiting={outbox.waiting} />
        ) : (
          <EarningsPanel userId={userId} />
        )}
      </main>
    </div>
  );
}
