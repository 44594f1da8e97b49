import { Button, Card, DataList, Field, Input, Stack } from '@chakra-ui/react';
import { validateAccountInfo, type AccountInfoForm } from '../../domain/account/manager';
import { NAME_MAX_LENGTH } from '../../domain/account/validation';
import { usePresenter } from '../shared/di';
import { usePresenterEffects } from '../shared/usePresenterEffects';
import { useObservable } from '../shared/useObservable';
import { TextField } from '../shared/FormField';
import { PageHeading } from '../shared/PageHeading';
import { LoadFailed } from '../shared/States';
import { MESSAGES } from '../../domain/shared/messages';
import { AccountInfoPresenter } from './AccountInfoPresenter';
import { ConsoleForm } from '../shared/ConsoleForm';

export default function AccountInfoPage() {
  const presenter = usePresenter(AccountInfoPresenter);
  const state = useObservable(presenter);
  const effects = usePresenterEffects(presenter);
  const me = presenter.me();
  if (!me) return <LoadFailed message={MESSAGES.authRequired} />;
  const saving = state.status === 'submitting';

  return (
    <>
      <PageHeading title="アカウント情報" />
      <Card.Root maxW="xl" variant="outline" bg="white">
        <Card.Body>
          <ConsoleForm<AccountInfoForm>
            draft={{ id: 'account-info', describe: { name: { label: '名前' } } }}
            initialValues={{ name: me.name }}
            validate={validateAccountInfo}
            onSubmit={(values) => presenter.submitName(values)}
            render={({ handleSubmit, invalid }) => (
              <form onSubmit={handleSubmit} noValidate>
                <Stack gap="5">
                  <DataList.Root orientation="horizontal">
                    <DataList.Item>
                      <DataList.ItemLabel>管理者ID</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="manager-id">{me.id}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  <TextField
                    name="name"
                    label="名前"
                    autoComplete="name"
                    required
                    helper={`${NAME_MAX_LENGTH}文字以内`}
                  />
                  <Field.Root readOnly>
                    <Field.Label>メールアドレス</Field.Label>
                    <Input value={me.email} readOnly bg="gray.50" />
                    <Field.HelperText>メールアドレスはこの画面では変更できません。</Field.HelperText>
                  </Field.Root>
                  <Button
                    type="submit"
                    colorPalette="teal"
                    alignSelf="flex-start"
                    disabled={invalid || saving}
                    loading={saving}
                    loadingText="保存中"
                  >
                    保存
                  </Button>
                </Stack>
              </form>
            )}
          />
        </Card.Body>
      </Card.Root>
      {effects}
    </>
  );
}
