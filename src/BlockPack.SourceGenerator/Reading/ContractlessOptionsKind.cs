namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>Which contractless resolver the options given at a call site use, as far as <see cref="ContractlessOptionsTracker"/> can tell.</summary>
    internal enum ContractlessOptionsKind
    {
        /// <summary>Not known to be contractless: BP0009 reports the unattributed types the call reaches.</summary>
        None,

        /// <summary>ContractlessStandardResolver: the generated contractless formatters serve public unattributed types.</summary>
        Contractless,

        /// <summary>ContractlessStandardResolverAllowPrivate: its generated formatters serve non-public ones too.</summary>
        ContractlessAllowPrivate,
    }
}
