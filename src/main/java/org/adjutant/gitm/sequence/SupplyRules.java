package org.adjutant.gitm.sequence;

/**
 * The supply phase (GITM 5.2, 10.5-10.11): drawing and consuming supplies, out-of-supply losses. The supply work
 * plugs in here; {@link NoSupplyRules} does nothing.
 */
public interface SupplyRules extends TurnStep {
}
