package org.adjutant.gitm.sequence;

/**
 * Tactical movement in each tactical phase (GITM 8): specified moves, engagements, support and interception. The
 * tactical movement work plugs in here; {@link NoTacticalMovement} leaves every unit where it stands.
 */
public interface TacticalMovement extends TurnStep {
}
