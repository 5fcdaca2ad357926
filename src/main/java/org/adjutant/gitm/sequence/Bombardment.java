package org.adjutant.gitm.sequence;

/**
 * Bombardment, which comes before the fighting after tactical phases 1-4 (GITM 9). The combat work plugs in here;
 * {@link NoBombardment} fires no gun.
 */
public interface Bombardment extends TurnStep {
}
