import PrimerCore
