namespace BlockPack
{
    /// <summary>Extension type codes with a meaning fixed by the specification or by MessagePack-CSharp's wire format.</summary>
    public static class ReservedMessagePackExtensionTypeCode
    {
        /// <summary>The timestamp extension (-1) of the MessagePack specification.</summary>
        public const sbyte DateTime = -1;
    }
}
