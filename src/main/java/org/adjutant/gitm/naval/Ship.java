package org.adjutant.gitm.naval;

import java.util.Objects;
import org.adjutant.gitm.map.sea.Station;

/**
 * One warship or transport group as it stands between turns (SoW 4.9, 4.12, 5.4; PATE 1.2; docs/rules/naval.md
 * section 2). Immutable; every change is a {@code with...} copy.
 *
 * @param name     what players call her: "USS Cumberland", "Quartermaster's transports"
 * @param state    the owning state's id
 * @param guns     her guns (0 for a transport group)
 * @param crew     seamen aboard (SoW 4.9)
 * @param marines  Marines aboard (SoW 4.9)
 * @param hull     hull damage taken, in points (PATE movement chances: each costs 10 points of the chance to move)
 * @param rigging  rigging damage taken, in points (each costs 20 points of the chance to move)
 * @param stores   naval stores aboard (SoW 4.9: 24 when new)
 * @param capacity a transport group's capacity in spaces (the landings page); 0 for a warship
 * @param supplies army supplies loose in a transport group's holds, {@value #SPACES_PER_SUPPLY} spaces each
 * @param station  where she lies (PATE 1.2)
 * @param base     her base harbour, where she lies up more cheaply (SoW 5.4)
 */
public record Ship(ShipId id, String name, String state, int guns, int crew, int marines, int hull, int rigging,
                   int stores, int capacity, int supplies, Station station, String base) implements Comparable<Ship> {
    /** Designed (naval.md 2.2): a supply takes the room of 20 men, as a corps HQ's carried supplies do. */
    public static final int SPACES_PER_SUPPLY = 20;
    /** SoW 4.9: a new ship comes with 24 stores. */
    public static final int NEW_STORES = 24;

    public Ship {
        Objects.requireNonNull(id);
        Objects.requireNonNull(state);
        Objects.requireNonNull(station);
        Objects.requireNonNull(base);
        name = name == null || name.isBlank() ? id.toString() : name.strip();
        if (guns < 0 || crew < 0 || marines < 0 || hull < 0 || rigging < 0 || stores < 0 || capacity < 0
                || supplies < 0) {
            throw new IllegalArgumentException(id + ": guns, crew, Marines, damage, stores, capacity and supplies"
                    + " cannot be negative");
        }
        ShipType type = id.type();
        if (type.isWarship()) {
            if (capacity > 0 || supplies > 0) {
                throw new IllegalArgumentException(id + ": only a transport group has capacity and carries supplies");
            }
            if (crew > type.maxCrew() || marines > type.maxMarines()) {
                throw new IllegalArgumentException(id + ": a " + type.words() + " holds at most " + type.maxCrew()
                        + " crew and " + type.maxMarines() + " Marines");
            }
        } else {
            if (guns > 0) {
                throw new IllegalArgumentException(id + ": a transport group carries no guns");
            }
            if (capacity <= 0) {
                throw new IllegalArgumentException(id + ": a transport group needs a capacity");
            }
            if (crew + marines > capacity) {
                throw new IllegalArgumentException(id + ": " + (crew + marines) + " crew and Marines do not fit in a"
                        + " capacity of " + capacity);
            }
            if (supplies * SPACES_PER_SUPPLY > capacity) {
                throw new IllegalArgumentException(id + ": " + supplies + " supplies need "
                        + supplies * SPACES_PER_SUPPLY + " spaces, more than its capacity of " + capacity);
            }
        }
    }

    public ShipType type() {
        return id.type();
    }

    public boolean isWarship() {
        return id.type().isWarship();
    }

    /** Whether she lies in her base harbour (SoW 5.4's cheaper upkeep). */
    public boolean inBase() {
        return station instanceof Station.Harbor h && h.portName().equals(base);
    }

    /** The room left for land units: a transport group's capacity less its loose supplies (naval.md 2.2). */
    public int room() {
        return capacity - supplies * SPACES_PER_SUPPLY;
    }

    public Ship at(Station value) {
        return new Ship(id, name, state, guns, crew, marines, hull, rigging, stores, capacity, supplies, value, base);
    }

    public Ship withMen(int crewValue, int marinesValue) {
        return new Ship(id, name, state, guns, crewValue, marinesValue, hull, rigging, stores, capacity, supplies,
                station, base);
    }

    /** With this much hull and rigging damage (taken in action, or mended in a dockyard). */
    public Ship withDamage(int hullValue, int riggingValue) {
        return new Ship(id, name, state, guns, crew, marines, hullValue, riggingValue, stores, capacity, supplies,
                station, base);
    }

    public Ship withCargo(int capacityValue, int suppliesValue) {
        return new Ship(id, name, state, guns, crew, marines, hull, rigging, stores, capacityValue, suppliesValue,
                station, base);
    }

    @Override
    public int compareTo(Ship o) {
        return id.compareTo(o.id);
    }
}
