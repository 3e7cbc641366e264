export { EMBEDDING_DIMENSIONS, ModelOutputError, NO_AI, type AiModels, type EmbeddingModel, type StructuredModel } from './ports';
export { ModelDivisor, ModelQuestion, modelDivisorList, type ModelDivisorList } from './schemas';
export { buildModelTree, type ModelTreeResult } from './model-structure';
