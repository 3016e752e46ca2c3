import { createContext, type Provider, useContext } from 'react';

/**
 * A context that exists only inside its provider: its hook throws elsewhere ('useSession outside
 * SessionProvider' for the name 'Session'), so a missing provider fails at once and by name.
 */
export function createRequiredContext<T>(name: string): {
  Provider: Provider<T>;
  useValue(): T;
} {
  const Context = createContext<T | null>(null);
  return {
    Provider: Context.Provider as Provider<T>,
    useValue() {
      const value = useContext(Context);
      if (value === null) throw new Error(`use${name} outside ${name}Provider`);
      return value;
    },
  };
}
