namespace BlockPack.Tests.Compression
{
    /// <summary>A value whose formatter writes some bytes and then fails, as a formatter meeting a bad value would.</summary>
    internal sealed class FailingValue
    {
        internal FailingValue(int bytesBeforeFailure) => this.BytesBeforeFailure = bytesBeforeFailure;

        internal int BytesBeforeFailure { get; }
    }
}
