package org.adjutant.gitm.order;

import java.util.Objects;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/** Where a unit is: on the map, in the garrison of an off-map port, or aboard a transport group (GITM 11.1). */
public sealed interface UnitLocation {
    record OnMap(StrategicSquare square, TacticalSquare tactical) implements UnitLocation {
        public OnMap {
            Objects.requireNonNull(square);
            Objects.requireNonNull(tactical);
        }

        @Override
        public String toString() {
            return square + " " + tactical;
        }
    }

    record InPort(String port) implements UnitLocation {
        public InPort {
            Objects.requireNonNull(port);
        }

        @Override
        public String toString() {
            return "the garrison of " + port;
        }
    }

    record Aboard(String transportGroup) implements UnitLocation {
        public Aboard {
            Objects.requireNonNull(transportGroup);
        }

        @Override
        public String toString() {
            return "aboard " + transportGroup;
        }
    }
}
