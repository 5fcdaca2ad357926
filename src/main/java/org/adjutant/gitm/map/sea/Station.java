package org.adjutant.gitm.map.sea;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a ship is (PATE 1.2): in a port's harbour, in its coastal waters, or in a sea area. Sea areas are not divided
 * into smaller tactical areas here (docs/rules/naval.md section 1.4).
 */
public sealed interface Station {
    /** The port, for a harbour or coastal waters; empty in a sea area. */
    Optional<String> port();

    /** The stored form: {@code harbor:Veracruz}, {@code coast:Veracruz}, {@code sea:SGC}. */
    String key();

    /** As a report writes it: "Veracruz harbour", "the coastal waters of Veracruz", "the South Gulf Coast". */
    String describe(SeaChart chart);

    record Harbor(String portName) implements Station {
        public Harbor {
            Objects.requireNonNull(portName);
        }

        @Override
        public Optional<String> port() {
            return Optional.of(portName);
        }

        @Override
        public String key() {
            return "harbor:" + portName;
        }

        @Override
        public String describe(SeaChart chart) {
            return portName + " harbour";
        }
    }

    record Coastal(String portName) implements Station {
        public Coastal {
            Objects.requireNonNull(portName);
        }

        @Override
        public Optional<String> port() {
            return Optional.of(portName);
        }

        @Override
        public String key() {
            return "coast:" + portName;
        }

        @Override
        public String describe(SeaChart chart) {
            return "the coastal waters of " + portName;
        }
    }

    record Open(String area) implements Station {
        public Open {
            Objects.requireNonNull(area);
        }

        @Override
        public Optional<String> port() {
            return Optional.empty();
        }

        @Override
        public String key() {
            return "sea:" + area;
        }

        @Override
        public String describe(SeaChart chart) {
            return "the " + chart.area(area).map(SeaArea::name).orElse(area);
        }
    }

    /** Reads {@link #key()}'s form back. */
    static Station parse(String key) {
        int colon = key.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("not a station: " + key);
        }
        String kind = key.substring(0, colon).toLowerCase(Locale.ROOT);
        String name = key.substring(colon + 1);
        return switch (kind) {
            case "harbor" -> new Harbor(name);
            case "coast" -> new Coastal(name);
            case "sea" -> new Open(name);
            default -> throw new IllegalArgumentException("not a station: " + key);
        };
    }
}
