import { Alert, Box, Button, Card, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { FormSpy } from 'react-final-form';
import { conditionsPreviewOf } from '../../domain/groups/describeConditions';
import type { DailyForm, DurationForm, GroupForm, WeeklyForm } from '../../domain/groups/groupForm';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../domain/groups/group';
import { CONFLICT_MESSAGES } from '../../domain/shared/changes';
import type { DraftSaves } from '../shared/FormDrafts';
import { validateGroupForm } from '../../domain/groups/validation';
import type { AppError, FieldMessages } from '../../application/shared/AppError';
import { ChangedNotice } from '../shared/Conflicts';
import { TextField } from '../shared/FormField';
import { ConditionFields, FlagSwitch } from './ConditionFields';
import { GroupHolidays } from './GroupHolidays';
import { ConsoleForm } from '../shared/ConsoleForm';

interface GroupSettingsFormProps {
  readonly initial: GroupForm;
  readonly mode: 'create' | 'edit';
  readonly busy: 'saving' | 'deleting' | null;
  readonly error: string | null;
  /** Field messages come back to the form. */
  readonly onSubmit: (form: GroupForm) => Promise<FieldMessages | undefined>;
  /** Asks, then deletes (the presenter's confirm). */
  readonly onDelete?: () => void;
  /** A save refused because the group changed meanwhile, and the two ways on (edit screen only). */
  readonly conflict?: {
    readonly error: AppError | null;
    readonly onApply: (form: GroupForm) => void;
    readonly onReload: () => void;
  };
  /** The editor's writes (the merge of 現在の内容に自分の変更を反映して保存 too): a success drops the draft. */
  readonly saves?: DraftSaves;
}

const allowed = (value: unknown): string => (value === true ? '許可する' : '許可しない');
const part = <P,>(value: unknown, text: (on: P) => string): string =>
  typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true
    ? text(value as P)
    : CONFLICT_MESSAGES.none;

/** The fields as the notice of a draft the group moved under names and shows them (the save's conflict words). */
const GROUP_FIELDS = {
  name: { label: 'グループ名' },
  enableOffline: { label: 'オフライン解錠', text: allowed },
  enableRemote: { label: '遠隔操作', text: allowed },
  duration: { label: '期間指定', text: (v: unknown) => part<DurationForm>(v, (d) => `${d.startDate}〜${d.endDate}`) },
  weekly: {
    label: '曜日指定',
    text: (v: unknown) =>
      part<WeeklyForm>(v, (w) =>
        WEEKDAYS.filter((day) => w.days[day])
          .map((day) => WEEKDAY_LABELS[day])
          .join('・'),
      ),
  },
  daily: { label: '時間指定', text: (v: unknown) => part<DailyForm>(v, (d) => `${d.startTime}〜${d.endTime}`) },
};

/** What the conditions being edited mean, in words and as a week: updated as the manager types. */
function LivePreview({ values }: { values: GroupForm }) {
  const preview = conditionsPreviewOf(values);
  if (preview === null) {
    return (
      <Text fontSize="sm" color="gray.600">
        条件を正しく入力すると、利用できる時間帯がここに表示されます。
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Box>
        <Text fontSize="xs" color="gray.600">
          利用条件
        </Text>
        <Text fontWeight="bold" data-testid="conditions-summary">
          {preview.summary}
        </Text>
      </Box>
      <GroupHolidays conditions={preview.conditions} />
    </Stack>
  );
}

/** The group settings: name, flags, the three conditions, and the week they add up to. */
export function GroupSettingsForm({
  initial,
  mode,
  busy,
  error,
  onSubmit,
  onDelete,
  conflict,
  saves,
}: GroupSettingsFormProps) {
  return (
    <ConsoleForm<GroupForm>
      draft={{ id: 'group-settings', describe: GROUP_FIELDS }}
      saves={saves}
      initialValues={initial}
      validate={validateGroupForm}
      onSubmit={(values) => onSubmit(values)}
      render={({ handleSubmit, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="鍵グループの設定">
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            <Stack gap="5">
              <TextField name="name" label="グループ名" required maxW="md" helper="30文字以内" />
              <Stack gap="2">
                <FlagSwitch
                  name="enableOffline"
                  label="オフライン解錠を許可する"
                  help="ネットにつながらない場所でも、アプリの鍵で解錠できます。"
                />
                <FlagSwitch
                  name="enableRemote"
                  label="遠隔操作を許可する"
                  help="ハブ経由で、離れた場所から施錠・解錠できます。"
                />
              </Stack>
              <ConditionFields />
            </Stack>
            <Card.Root variant="outline" bg="white" position={{ lg: 'sticky' }} top="4">
              <Card.Body>
                <FormSpy<GroupForm> subscription={{ values: true }}>
                  {({ values }) => <LivePreview values={values} />}
                </FormSpy>
              </Card.Body>
            </Card.Root>
          </Grid>
          {conflict && (
            <Box mt="5">
              <ChangedNotice
                error={conflict.error}
                busy={busy === 'saving'}
                onApply={() => conflict.onApply(form.getState().values)}
                onReload={conflict.onReload}
              />
            </Box>
          )}
          {error && (
            <Alert.Root status="error" role="alert" mt="5" data-testid="group-save-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Flex gap="3" mt="6" justify="space-between" wrap="wrap">
            <Button type="submit" colorPalette="teal" loading={busy === 'saving'} loadingText="保存中">
              {mode === 'create' ? '作成する' : '保存する'}
            </Button>
            {onDelete && (
              <Button variant="outline" colorPalette="red" onClick={onDelete} disabled={busy !== null}>
                このグループを削除
              </Button>
            )}
          </Flex>
        </form>
      )}
    />
  );
}
