import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCESS_MESSAGES } from '../../domain/access/messages';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { usePresenter } from '../shared/di';
import { pathOf, useRouteParams } from '../shell/routeTable';
import { useDeferredParts } from '../shared/useObservable';
import { HolidayGroups } from '../calendar/HolidayGroups';
import { AccessFrame } from './AccessFrame';
import { ElsewhereNotice } from './ElsewhereNotice';
import { GroupCard, KeypadSection } from './LockAccessSections';
import { LockAccessPresenter } from './LockAccessPresenter';
import { readingOf } from './reading';

const WORDS = ACCESS_MESSAGES.lockAccess;

/** lock-access: この扉を開けられる人 — every group, PIN and card of one lock, and what opens it at a moment. */
export default function LockAccessPage() {
  const { id } = useRouteParams('lock-access');
  const presenter = usePresenter(LockAccessPresenter, { lockId: Number(id) });
  const state = useDeferredParts(presenter, ['reading', 'evaluated']);
  const effects = usePresenterEffects(presenter);

  const read = readingOf(state.reading)?.value ?? null;
  const lockName = read === null ? null : read.kind === 'own' ? read.value.lockName : read.recordName;
  const evaluated = state.evaluated;
  return (
    <>
      {effects}
      <AccessFrame
        title={WORDS.title}
        trail={[{ label: 'ロック一覧', to: pathOf('locks') }]}
        subject={lockName === null ? 'ロック' : `ロック：${lockName}`}
        organizationName={presenter.organizationName}
        state={state.reading}
        reader={presenter}
        onReadAgain={() => presenter.readAgain()}
        moment={{
          value: state.moment,
          onChange: (moment) => presenter.chooseMoment(moment),
          onNow: () => presenter.backToNow(),
        }}
        {...(read?.kind === 'elsewhere' ? {} : { onDownloadCsv: () => presenter.downloadCsv() })}
        summary={evaluated?.headline}
      >
        {read?.kind === 'elsewhere' && (
          <ElsewhereNotice
            noun="ロック"
            recordName={read.recordName}
            owner={read.organization}
            current={presenter.pageOrganizationName}
            onSwitch={() => {
              // a full reload, as the header's switch: every part of the page then acts in the lock's organization
              if (presenter.switchToOwner()) window.location.reload();
            }}
          />
        )}
        {evaluated && (
          <Stack gap="6" minW="0">
            <Stack as="section" aria-label={WORDS.groups} gap="3">
              <Heading as="h2" size="md">
                {WORDS.groups}
              </Heading>
              {evaluated.groups.length === 0 ? (
                <Text fontSize="sm">{WORDS.noGroups}</Text>
              ) : (
                evaluated.groups.map((group) => <GroupCard key={group.id} group={group} />)
              )}
              {read?.kind === 'own' && (
                <HolidayGroups
                  groups={read.value.groups.map((group) => ({
                    id: group.id,
                    name: evaluated.groups.find((row) => row.id === group.id)?.title ?? group.name,
                    conditions: group.conditions,
                  }))}
                />
              )}
            </Stack>
            {evaluated.keypads.length === 0 ? (
              <Text fontSize="sm">{WORDS.noKeypads}</Text>
            ) : (
              <>
                <Link asChild color="teal.700" fontSize="sm" alignSelf="start">
                  <RouterLink to={`${pathOf('visitor-pass-new')}?lock=${id}`}>この扉の来訪者パスを発行</RouterLink>
                </Link>
                {evaluated.keypads.map((keypad) => (
                  <KeypadSection key={keypad.id} keypad={keypad} />
                ))}
              </>
            )}
          </Stack>
        )}
      </AccessFrame>
    </>
  );
}
