package org.adjutant.gitm.order;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The offices of a state that give orders outside a unit's own block (GITM 3.4, 10.6, SoW 4.x). The Naval Minister
 * merges transport groups (PATE-MD merge; docs/rules/naval.md, docs/rules/politics.md).
 */
public enum Office {
    WAR_MINISTER, TREASURY_MINISTER, NAVAL_MINISTER, PRIME_MINISTER, MONARCH, ARMY_HQ_COMMANDER;

    // EnumSet keeps the declaration order, so messages listing offices read the same every time.
    /** Inactivation, merger, transfer and disbanding: GITM 11.1, SoW 4.11, 4.13, 4.15. */
    static final Set<Office> WAR_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(WAR_MINISTER, PRIME_MINISTER, MONARCH));
    /** PATE-MD merge, SoW 4.12: the Naval Minister, the Prime Minister and the Monarch merge groups, move seamen. */
    static final Set<Office> NAVAL_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(NAVAL_MINISTER, PRIME_MINISTER, MONARCH));
    /** The land build form names the Treasury Minister, the Prime Minister and the Monarch. */
    static final Set<Office> BUILD_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(TREASURY_MINISTER, PRIME_MINISTER, MONARCH));
    /** SoW-2018 2.1: the Secretary of the Treasury, or the Leader or his deputy for him, pays other states. */
    static final Set<Office> PAY_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(TREASURY_MINISTER, PRIME_MINISTER, MONARCH));
    /** docs/rules/sow.md section 14: the War Minister feeds the army, the Treasury pays; the Leaders for either. */
    static final Set<Office> PURCHASE_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(WAR_MINISTER, TREASURY_MINISTER, PRIME_MINISTER, MONARCH));
    /** GITM 10.6 and its form add army-HQ commanders (not their deputies). */
    static final Set<Office> SUPPLY_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(WAR_MINISTER, PRIME_MINISTER, MONARCH, ARMY_HQ_COMMANDER));

    /**
     * AMWOL 1.2: a state's leader votes for the President of Mexico; this game takes a state's War Minister for its
     * leader, the one office every state has (docs/rules/politics.md section 4).
     */
    static final Set<Office> LEADER_OFFICES = Collections.unmodifiableSet(EnumSet.of(WAR_MINISTER));

    /**
     * AMWOL 1.2: the President of Mexico, the Monarch of the state of the capital, shares its income. The presidency's
     * orders are judged apart from the rest of a block ({@code politics.Shares}), since an elected President gives
     * them beside his own state's.
     */
    static final Set<Office> PRESIDENT_OFFICES = Collections.unmodifiableSet(EnumSet.of(MONARCH));

    /** "the War Minister", "an army-HQ commander", as a sentence names the office. */
    public String words() {
        return switch (this) {
            case WAR_MINISTER -> "the War Minister";
            case TREASURY_MINISTER -> "the Treasury Minister";
            case NAVAL_MINISTER -> "the Naval Minister";
            case PRIME_MINISTER -> "the Prime Minister";
            case MONARCH -> "the Monarch";
            case ARMY_HQ_COMMANDER -> "an army-HQ commander";
        };
    }
}
