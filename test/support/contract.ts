import type { Contract, LoadContract } from '../../src/application/organization/LoadContract';
import { rightOf } from './outcomes';

/** The contract once its card on file has come too (LoadContract answers it in two parts). */
export const wholeContract = async (load: LoadContract): Promise<Contract> => {
  const { contract, card } = rightOf(await load.execute());
  return card ? { ...contract, card: await card } : contract;
};
