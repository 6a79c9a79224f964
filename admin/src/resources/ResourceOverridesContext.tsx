/**
 * The override table as the generic screens see it: App provides the screen registry's table, so the
 * generic list, detail and form read a resource's own toolbar buttons and field inputs without
 * importing any screen (the dependency runs App → screens → generic components, never back).
 */
import type { ResourceDef } from '@bakaya/api/registry';
import { createContext, useContext } from 'react';
import { overridesOf, type OverrideTable, type ResourceOverrides } from './overrideTypes';

const ResourceOverridesContext = createContext<OverrideTable>({});

export const ResourceOverridesProvider = ResourceOverridesContext.Provider;

/** What the resource overrides (nothing for most, and nothing outside App's provider). */
export const useResourceOverrides = (def: ResourceDef): ResourceOverrides => overridesOf(useContext(ResourceOverridesContext), def);
