import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely'

const NUL = '\u0000'
const strip = (value: unknown): unknown => (typeof value === 'string' && value.includes(NUL) ? value.replaceAll(NUL, '') : value)

class StripNul extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: strip(node.value) }
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(strip) }
  }
}

/**
 * Removes the NUL character from every text a query sends. PostgreSQL refuses it in text (a
 * request carrying one, in a job title or a profile field, would end in a 500), SQLite stores it;
 * it means nothing in a resume or a posting, so both stores drop it and answer alike.
 */
export class StripNulPlugin implements KyselyPlugin {
  readonly #transformer = new StripNul()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node)
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}
