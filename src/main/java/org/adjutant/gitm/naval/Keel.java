package org.adjutant.gitm.naval;

import java.util.Objects;

/**
 * A warship on the stocks (SoW 4.4, 4.8; docs/rules/naval.md section 13.4): laid down in a port's dockyard, paid for,
 * her people enlisted and standing by, launched when her building time has run. She holds her id from the day she is
 * laid down, so that the state's reports can name her and no other ship takes her number.
 *
 * @param id        the id she will bear (its type is hers)
 * @param name      what she will be called
 * @param state     the building state
 * @param port      the port whose dockyard she occupies (SoW 4.8)
 * @param turnsLeft turns of building still to come before she is launched
 * @param cost      what the state paid to lay her down, lost if the build is cancelled (SoW 4.10)
 * @param crew      the seamen enlisted for her, who go home if she is never launched
 * @param marines   the Marines enlisted for her
 */
public record Keel(ShipId id, String name, String state, String port, int turnsLeft, int cost, int crew,
                   int marines) implements Comparable<Keel> {
    public Keel {
        Objects.requireNonNull(id);
        Objects.requireNonNull(state);
        Objects.requireNonNull(port);
        name = name == null || name.isBlank() ? id.toString() : name.strip();
        if (!id.type().isWarship()) {
            throw new IllegalArgumentException(id + ": only warships are laid down; transport groups are hired");
        }
        if (turnsLeft < 0 || cost < 0 || crew < 0 || marines < 0) {
            throw new IllegalArgumentException(id + ": turns left, cost, crew and Marines cannot be negative");
        }
        if (crew > id.type().maxCrew() || marines > id.type().maxMarines()) {
            throw new IllegalArgumentException(id + ": a " + id.type().words() + " holds at most "
                    + id.type().maxCrew() + " crew and " + id.type().maxMarines() + " Marines");
        }
    }

    public ShipType type() {
        return id.type();
    }

    /** One turn's work done, or {@code turns} at once (a peace or truce turn). */
    public Keel worked(int turns) {
        return new Keel(id, name, state, port, Math.max(0, turnsLeft - turns), cost, crew, marines);
    }

    /** The ship she becomes when launched: in her port's harbour, based there, with new stores (SoW 4.9). */
    public Ship launched(int guns) {
        return new Ship(id, name, state, guns, crew, marines, 0, 0, Ship.NEW_STORES, 0, 0,
                new org.adjutant.gitm.map.sea.Station.Harbor(port), port);
    }

    @Override
    public int compareTo(Keel o) {
        return id.compareTo(o.id);
    }
}
