package org.adjutant.gitm.order;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * The offices of a state that give orders outside a unit's own block (GITM 3.4, 10.6, SoW 4.x; docs/rules/politics.md
 * section 1). The Monarch is the state's Leader (SoW-2018 2.1), the President for the state of Mexico.
 */
public enum Office {
    WAR_MINISTER, TREASURY_MINISTER, NAVAL_MINISTER, PRIME_MINISTER, MONARCH, ARMY_HQ_COMMANDER;

    // EnumSet keeps the declaration order, so messages listing offices read the same every time.
    /** Inactivation, merger, transfer and disbanding: GITM 11.1, SoW 4.11, 4.13, 4.15. */
    static final Set<Office> WAR_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(WAR_MINISTER, PRIME_MINISTER, MONARCH));
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
    /** SoW 4.12, 4.14, 4.16 and the assignment form: ships are the Naval Minister's, the Prime Minister's and the Monarch's. */
    public static final Set<Office> NAVAL_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(NAVAL_MINISTER, PRIME_MINISTER, MONARCH));
    /** The assignment form: a unit's commanders are changed by the War Minister, the Prime Minister or the Monarch. */
    public static final Set<Office> ASSIGN_OFFICES = WAR_OFFICES;
    /** RAR 1.1: treaties and declarations of war, by the state's Leader or his Prime Minister (politics.md section 5). */
    static final Set<Office> DIPLOMATIC_OFFICES =
            Collections.unmodifiableSet(EnumSet.of(PRIME_MINISTER, MONARCH));
    /** AMWOL 1.2: the leaders of the Mexican states vote for the President (politics.md section 3). */
    static final Set<Office> VOTING_OFFICES = Collections.unmodifiableSet(EnumSet.of(MONARCH));

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

    /**
     * The kind of office id this office is held under ({@code minister}, {@code treasury}, {@code naval},
     * {@code deputy-leader}, {@code leader}; docs/rules/politics.md section 1); empty for an army-HQ commander, who
     * holds his office by commanding the unit.
     */
    public java.util.Optional<String> kind() {
        return switch (this) {
            case WAR_MINISTER -> java.util.Optional.of("minister");
            case TREASURY_MINISTER -> java.util.Optional.of("treasury");
            case NAVAL_MINISTER -> java.util.Optional.of("naval");
            case PRIME_MINISTER -> java.util.Optional.of("deputy-leader");
            case MONARCH -> java.util.Optional.of("leader");
            case ARMY_HQ_COMMANDER -> java.util.Optional.empty();
        };
    }

    /** The office held under an office id's kind, e.g. {@code leader} is the Monarch's. */
    public static java.util.Optional<Office> ofKind(String kind) {
        for (Office o : values()) {
            if (o.kind().filter(kind::equals).isPresent()) {
                return java.util.Optional.of(o);
            }
        }
        return java.util.Optional.empty();
    }
}
